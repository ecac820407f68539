// Workers and their supervisor: the start/stop contract every long-running part implements.
export { defineWorker, sleep, type Worker, type WorkerSpec } from './worker.ts';
export { Supervisor, untilShutdown, type SupervisorOptions, type WorkerFailure } from './supervisor.ts';
