// The keyboard walk (tab-walk.ts) on the pages that embed the map, in Chromium itself: when Tab
// enters the map's frame, the headless shell the other tests run in does not scroll the frame into
// view as the browser does, so the walk would find it off screen.
import { readFileSync } from "node:fs";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { fileOf, prerenderedPaths } from "./pages.ts";
import { embedsMap, emptyMapFrame, walkEveryPage } from "./tab-walk.ts";
import { test } from "./test.ts";

test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } });

emptyMapFrame();
walkEveryPage(prerenderedPaths().filter((path) => embedsMap(readFileSync(fileOf(path), "utf8"))));
