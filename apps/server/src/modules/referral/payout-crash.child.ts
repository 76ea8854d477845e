/**
 * Test helper of payouts.test.ts (the crash between 'sent' and 'confirmed', docs/payments.md#payouts): a second
 * server process on the same PostgreSQL database that runs the due jobs once. The test kills it with SIGKILL while its
 * payout job waits for the provider's answer, then checks that the withdrawal is paid once. Env: the app's config
 * (DATABASE_URL, NOWPAYMENTS_*); writes `running` when it starts the jobs.
 */
import { loadConfig } from '../../config.ts';
import { createContainer } from '../../container.ts';
import { recordingPublisher } from '../../lib/publisher.ts';

const config = loadConfig(process.env);
const s = await createContainer(config, { publisher: recordingPublisher().publisher, publicUrl: () => 'http://localhost:3000' });
process.stdout.write('running\n');
await s.jobs.runDue();
process.stdout.write('done\n');
await s.close();
