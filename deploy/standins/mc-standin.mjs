#!/usr/bin/env node
// `mc` stand-in for the commands deploy/compose.yaml runs against the MinIO stand-in (s3rver):
//   mc ready ALIAS                  exits 0 once the server answers HTTP
//   mc alias set ALIAS URL USER PW  remembers ALIAS in ~/.mc-standin.json
//   mc mb [--ignore-existing] ALIAS/BUCKET   creates the bucket (signed PUT, AWS signature v4)
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const file = `${os.homedir()}/.mc-standin.json`;
const aliases = existsSync(file)
  ? JSON.parse(readFileSync(file, 'utf8'))
  : { local: { url: 'http://127.0.0.1:9000', user: process.env.MINIO_ROOT_USER, password: process.env.MINIO_ROOT_PASSWORD } };
const args = process.argv.slice(2).filter((a) => a !== '--ignore-existing');
const ignoreExisting = process.argv.includes('--ignore-existing');

if (args[0] === 'ready') {
  const res = await fetch(aliases[args[1]].url).catch(() => undefined);
  process.exit(res ? 0 : 1);
} else if (args[0] === 'alias' && args[1] === 'set') {
  aliases[args[2]] = { url: args[3], user: args[4], password: args[5] };
  writeFileSync(file, JSON.stringify(aliases));
  console.log(`Added \`${args[2]}\` successfully.`);
} else if (args[0] === 'mb') {
  const [name, bucket] = args[1].split('/');
  const { url, user, password } = aliases[name];
  const res = await signedPut(`${url}/${bucket}`, user, password);
  const text = await res.text();
  if (res.ok) console.log(`Bucket created successfully \`${args[1]}\`.`);
  else if (ignoreExisting && /BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(text)) console.log('Bucket exists.');
  else {
    console.error(`mc mb: ${res.status} ${text}`);
    process.exit(1);
  }
} else {
  console.error(`mc stand-in: unsupported ${process.argv.slice(2).join(' ')}`);
  process.exit(2);
}

async function signedPut(target, accessKey, secret) {
  const u = new URL(target);
  const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = createHash('sha256').update('').digest('hex');
  const headers = { host: u.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const signed = Object.keys(headers).sort();
  const canonical = ['PUT', u.pathname, '', ...signed.map((h) => `${h}:${headers[h]}`), '', signed.join(';'), payloadHash].join(
    '\n',
  );
  const scope = `${day}/us-east-1/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key = `AWS4${secret}`;
  for (const part of [day, 'us-east-1', 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`;
  const { host: _host, ...sent } = headers;
  return fetch(target, { method: 'PUT', headers: { ...sent, authorization } });
}
