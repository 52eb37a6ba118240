// The demo image drawer's process (demo-images.ts): draws the pictures it is sent over its IPC channel, answers, and
// exits, taking with it the memory libvips' threads leave behind. The production build bundles it beside the server
// (build/demo-images-drawer.cjs).
import { drawImages, type DrawerReply, type DrawerWork } from "./demo-images.js";

const reply = (message: DrawerReply) => new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));

// The shop that started it has gone: nothing waits for the pictures.
process.once("disconnect", () => process.exit(1));
process.once("message", (work: DrawerWork) => {
  drawImages(work.dir, work.pending).then(
    () => reply({}),
    (error: unknown) => reply({ failure: error instanceof Error ? error.message : String(error) }),
  ).then(() => process.exit(0));
});
