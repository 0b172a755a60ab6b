/**
 * Whether the app runs inside a frame (spec section 1: the loading overlay shows a spinner there
 * instead of the company logo). Reading window.top across origins throws: that is a frame too.
 */
export function isInFrame(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
