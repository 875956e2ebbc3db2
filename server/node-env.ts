/**
 * Imported first by `server/main.ts`: React picks its development or production build, and Express its mode,
 * from NODE_ENV when they are first loaded, so the production start (`npm start`, `node server/main.ts`) sets
 * it before anything else loads. `--dev` keeps development; an explicit NODE_ENV is left as it is.
 */
if (!process.argv.includes("--dev") && !process.env.NODE_ENV) process.env.NODE_ENV = "production";
