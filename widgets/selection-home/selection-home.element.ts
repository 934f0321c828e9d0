/**
 * `<selection-home>`: a selection's home page (templates A, B and C) with its fallback screens.
 *
 * @summary Selection home of `/selection/{largeId}`.
 * @attr large-id - Id of the selection (large frame) or of one of its categories.
 * @event selection-navigate - Cancelable; a product, category or redirect is about to open.
 * @event selection-error - A call failed and an error is shown.
 * @event selection-ready - The first screen is shown.
 * @csspart home - The page.
 * @csspart product-grid - The product grid.
 * @csspart product-card - One product.
 * @csspart state - A fallback, loading, empty or error screen.
 * @cssproperty --selection-accent - Accent colour.
 */
import { defineElement } from '../ui/define-element.tsx';
import cardCss from '../ui/product-card.css?inline';
import css from './selection-home.css?inline';
import { SelectionHome, type SelectionHomeProps } from './selection-home.tsx';

defineElement<SelectionHomeProps>('selection-home', SelectionHome, { props: { largeId: 'string' }, css: `${cardCss}\n${css}` });
