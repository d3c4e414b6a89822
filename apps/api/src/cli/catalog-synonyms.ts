import { loadSynonymsInto } from '../modules/catalog/synonyms-into.ts';
import { jsonFileCommand } from './json-file-command.ts';

const USAGE =
  'Usage: npm run catalog:synonyms -- FILE\n' +
  '  FILE  a JSON array of entries: {"terms": ["sofa", "couch"]} (each finds the others) or\n' +
  '        {"from": "accessories", "to": ["case", "charger"]} (one way); replaces the shop\'s own synonyms';

process.exitCode = await jsonFileCommand(USAGE, {}, 'load synonyms', async ({ file, data, db }) => {
  const report = await loadSynonymsInto(db, data);
  if (report.problems) {
    for (const problem of report.problems.slice(0, 50)) console.error(problem);
    console.error(`${file} was not loaded: nothing changed`);
    return 1;
  }
  console.log(`Loaded ${report.loaded} synonym entries from ${file} into ${db.location} (with the built-in English set)`);
  return 0;
});
