import { writeTemplate } from './template';

/** `node dist/build-template.js DIR`: the build's step that makes the embedded database's template (template.ts). */
const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: build-template DIR');
  process.exit(2);
}
await writeTemplate(dir);
