// Writes an element's text only when it changed: a write replaces the text
// node and costs a style, layout and paint pass even for the same text
// (the readouts are written once per frame of a pan).
export function setText(el: HTMLElement | null, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}
