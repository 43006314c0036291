// jsdom lacks layout; ProseMirror asks for client rects after focus. Empty rects are enough for unit tests.
if (typeof Range !== 'undefined') {
  const empty = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() { return this } }
  Range.prototype.getClientRects = function () { return [] as unknown as DOMRectList }
  Range.prototype.getBoundingClientRect = function () { return empty as DOMRect }
}
export {}
