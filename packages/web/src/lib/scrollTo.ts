/** Scrolls smoothly to the element with this id; warns on the console when there is none. Returns whether it scrolled. */
export function scrollToId(id: string, doc: Document = document): boolean {
  const element = doc.getElementById(id);
  if (!element) {
    console.warn(`scrollToId: no element with id "${id}"`);
    return false;
  }
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
