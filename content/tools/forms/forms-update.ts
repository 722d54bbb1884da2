// `npm run forms:update [-- --from URL] [--write] [form ...]`: fetches the current edition of each
// official form, decrypts it and reports field names that changed against its mapping.
import { parseArgs } from 'node:util';
import { formIds, loadFormFolder } from './form-files';
import { formatFormUpdate, updateForm } from './update-forms';

const { values, positionals } = parseArgs({
  options: { from: { type: 'string' }, write: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const ids = positionals.length > 0 ? positionals : await formIds();
let failed = false;
for (const id of ids) {
  const update = await updateForm(await loadFormFolder(id), {
    write: values.write,
    ...(values.from === undefined ? {} : { baseUrl: values.from }),
  });
  for (const line of formatFormUpdate(update)) console.log(line);
  if (update.status === 'failed') failed = true;
}
if (failed) process.exit(1);
