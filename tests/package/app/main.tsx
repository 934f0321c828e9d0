// A host app that installed the package: React 19 renders the element, the package defines it.
import 'selection-widgets';
import type {} from 'selection-widgets/react';
import { createRoot } from 'react-dom/client';

const largeId = new URLSearchParams(location.search).get('largeId') ?? '';
const log = (line: string) => document.getElementById('log')?.append(`${line}\n`);

createRoot(document.getElementById('root')!).render(
  <selection-home
    large-id={largeId}
    onselection-ready={(event) => log(`ready ${event.detail.tag}`)}
    onselection-error={(event) => log(`error ${event.detail.code}`)}
  />,
);
