// What is left of a request's body once its answer has been sent is read and dropped. An action may refuse a post
// before reading it (not a form, another site's post, a route without an action), and the Remix adapter has already
// started reading the body into a stream nobody reads any more. Node then keeps the connection for the next request,
// which waits behind the unread bytes until the keep-alive timeout closes the socket, with data still unread, so the
// client sees its next request reset. A body far past any form of ours is not drained: its connection is closed.
import type { RequestHandler } from "express";

/** Past this, the rest of an unread body is not worth reading: the connection is closed instead. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

export function drainUnreadBody(maxBytes = MAX_DRAINED_BYTES): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.readableEnded || req.destroyed) return;
      let left = maxBytes;
      // The adapter's listener would keep every chunk in its stream: the rest goes nowhere instead.
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        left -= chunk.byteLength;
        if (left < 0) req.destroy();
      });
      req.resume();
    });
    next();
  };
}
