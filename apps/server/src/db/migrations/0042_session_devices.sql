-- Member sessions record the browser's device id (http/device-cookie.ts), so the risk rules and a
-- member file link accounts played from one browser rather than one User-Agent at one IP. Sessions
-- opened before this (and by clients without the cookie) keep the User-Agent at IP as their device.
ALTER TABLE "sessions" ADD COLUMN "device_id" text;