import "./styles.css";
import { rememberEarlyPresses } from "./lib/early-presses.ts";

const earlyPresses = rememberEarlyPresses(document);

function loadApp() {
  void import("./app.tsx").then(({ startApp }) => setTimeout(() => startApp(earlyPresses), 0));
}

// A page the server drew (prerender.tsx) is readable before any script runs, so the app is asked
// for only once that drawing has been painted: its download and start then stay off the first
// paint. requestAnimationFrame runs just before the next paint, the timeout just after it. A
// hidden tab paints nothing, and a page not drawn on the server has nothing to show yet.
if (document.visibilityState === "hidden" || !document.getElementById("root")?.hasChildNodes()) {
  loadApp();
} else {
  requestAnimationFrame(() => setTimeout(loadApp, 0));
}
