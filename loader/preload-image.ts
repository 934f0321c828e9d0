/** Asks for an image early, at high priority; the `<img>` drawn later finds it in the page's image cache. */
export function preloadImage(url: string): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
