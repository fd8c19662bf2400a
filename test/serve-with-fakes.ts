/**
 * The real app (serving the built web app from dist/) with every outside service replaced by its
 * fake (test/demo-server.ts). The browser tests run two of it, on 4173 and 4273, each with its fakes
 * on their fixed ports shifted by its E2E_PORT_OFFSET (Playwright starts them, and each project's
 * tests switch the scenarios of its own stack's fakes, e2e/fakes.ts); `npm run demo` runs it with
 * `--free-ports`, so its fakes take free ports and two demos (or a demo and the browser tests) can
 * run side by side.
 *
 * The app listens on PORT; without PORT a demo takes 3000, or a free port when 3000 is taken. A
 * port that is taken and was asked for ends the process with a message saying how to choose another.
 */
import { DemoStartError, startDemo } from './demo-server.ts';

let demo: Awaited<ReturnType<typeof startDemo>>;
try {
  demo = await startDemo({
    freePorts: process.argv.includes('--free-ports'),
    env: process.env,
    print: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof DemoStartError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const stop = async () => {
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
