/**
 * npm runs `npm start` as `sh -c "node scripts/start.mjs"` and passes the SIGTERM or SIGINT it
 * receives only to that shell. Debian's sh (dash) dies of it without passing it on, which left
 * the server running, port held, with npm gone. A process whose launcher exits is adopted by
 * another parent, so a changed parent pid is that signal arriving: stop as if it had.
 */
export function stopWhenLauncherExits({ intervalMs = 200 } = {}) {
  // Only under npm: someone who starts the server directly owns its lifetime.
  if (!process.env.npm_lifecycle_event) return;
  const launcher = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }, intervalMs);
  timer.unref();
}
