// `minio server DIR` stand-in: s3rver on :9000 storing in DIR, accepting MINIO_ROOT_USER and
// MINIO_ROOT_PASSWORD as its access key (as MinIO accepts its root credentials).
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';

const require = createRequire('/usr/local/lib/node_modules/s3rver/');
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const [, , command, directory = '/data'] = process.argv;
if (command !== 'server') {
  console.error(`minio stand-in: only "server DIR" is supported, got ${process.argv.slice(2).join(' ')}`);
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER ?? 'minioadmin';
const password = process.env.MINIO_ROOT_PASSWORD ?? 'minioadmin';
DUMMY_ACCOUNT.createKeyPair(user, password);
mkdirSync(directory, { recursive: true });
// vhostBuckets off: otherwise s3rver takes the host name `minio` for a bucket name (CNAME style).
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: false, vhostBuckets: false });
await server.run();
console.log(`s3rver (MinIO stand-in) on :9000, data in ${directory}, access key ${user}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
