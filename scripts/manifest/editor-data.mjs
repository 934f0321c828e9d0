/**
 * HTML custom data for editors, from the manifest: VS Code reads it through
 * `"html.customData": ["./node_modules/selection-widgets/dist/vscode.html-custom-data.json"]` and
 * then completes and describes our tags and their attributes in HTML files.
 */
import { declarationsOf } from './analyze.mjs';

export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: declarationsOf(manifest).map((element) => ({
      name: element.tagName,
      description: [element.summary, element.description].filter(Boolean).join('\n\n'),
      attributes: (element.attributes ?? []).map((attribute) => ({ name: attribute.name, description: attribute.description ?? '' })),
    })),
  };
}
