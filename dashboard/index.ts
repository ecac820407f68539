// The dashboard stage: what `vigil serve` serves (HTTP API, live events, auth, metrics) and
// the assembly of every stage under one supervisor.
export { startVigilServer, VERSION, type VigilServer, type VigilServerOptions } from './server/vigil-server.ts';
export { createApiApp, MAX_BODY_BYTES, PUBLIC_PATHS, type ApiApp } from './api/app.ts';
export type { ApiServices, CameraService, AskService, AskRequest, ProbeInfo } from './api/services.ts';
export { alertView, type AlertsService } from './api/alerts-seam.ts';
export { renderError, HttpUserError } from './api/http-errors.ts';
export { EventHub, LiveEventSchema, type LiveEvent } from './server/event-hub.ts';
export { LiveCameraService } from './server/camera-service.ts';
export { TokenStore, authPath, type Role } from './auth/token-store.ts';
export { SessionStore, SESSION_COOKIE, sessionsPath } from './auth/session-store.ts';
export { LoginLimiter } from './auth/login-limiter.ts';
export { ApiMetrics } from './metrics/api-metrics.ts';
export { DiskFullSweeper, type DiskFullSweeperOptions } from './server/disk-full-sweep.ts';
