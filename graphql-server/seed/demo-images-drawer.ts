// The demo image drawer's process (demo-images.ts): draws the pictures it is sent over its IPC channel and exits,
// taking with it the memory libvips' threads leave behind; its exit code says whether it drew them all (a failure is
// written to the standard error it shares with the shop). The production build bundles it beside the server
// (build/demo-images-drawer.cjs).
import { drawImages, type DrawerWork } from "./demo-images.js";

// The shop that started it has gone: nothing waits for the pictures.
process.once("disconnect", () => process.exit(1));
process.once("message", (work: DrawerWork) => {
  drawImages(work.dir, work.pending).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("the demo image drawer failed:", error);
      process.exit(1);
    },
  );
});
