// The npm registry mirror this project is developed against lacks some platform-only optional
// bindings of unrs-resolver (a lint dependency), so `npm install` leaves them out of the lock file and
// `npm ci` then refuses it. This adds the missing entries with the platform fields the published
// packages declare; npm never downloads a binding for another platform, so no integrity is needed.
// Run after `npm install` whenever the lock changes: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const platformOf = (name) => {
  const [, os, cpu, abi] = /^@unrs\/resolver-binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(name) ?? [];
  if (!os) return undefined;
  const fields = { cpu: [cpu], os: [os] };
  if (abi === 'gnu' || abi === 'gnueabihf') fields.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf') fields.libc = ['musl'];
  return fields;
};

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.endsWith('node_modules/unrs-resolver')) continue;
  const base = path.slice(0, -'unrs-resolver'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${base}${name}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`Unknown binding ${name}`);
    lock.packages[key] = { version, ...platform, dev: entry.dev, license: 'MIT', optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} missing optional entries added`);
