// A sender process of the multi-process sync test: `node send-child.ts <database url> <sync url>`.
// Sends what is due once and prints the counts as JSON.
import { openDatabase } from '../../../db/client.ts';
import { sendDue } from '../send.ts';

const [url, syncUrl] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const result = await sendDue(handle.db, syncUrl!);
await handle.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
