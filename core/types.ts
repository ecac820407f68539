// Domain types shared between stages. Times are UTC epoch milliseconds.

/** One decoded analysis frame with its wall-clock time (from buffer timestamps). */
export interface Frame {
  camera: string;
  /** Wall-clock time of the frame, epoch ms. */
  ts: number;
  /** Pipeline running time of the buffer, ns. */
  runningTimeNs: number;
  width: number;
  height: number;
  /** Bytes per row (RGB rows are padded to 4 bytes). */
  stride: number;
  format: 'RGB';
  data: Buffer;
  /** The same frame as a full-quality JPEG (keyframeWidth wide), when keyframes are on. */
  jpeg?: Buffer;
}

export type CameraState = 'connecting' | 'live' | 'reconnecting' | 'down' | 'stopped' | 'finished';

export interface CameraStatus {
  camera: string;
  state: CameraState;
  /** Measured analysis frames per second over the last few seconds. */
  fps: number;
  /** Wall clock minus the newest frame's timestamp, ms (analysis lag). */
  lagMs: number | null;
  framesTotal: number;
  framesDropped: number;
  reconnects: number;
  lastError: string | null;
  lastFrameAt: string | null;
  since: string;
  codec?: string;
  width?: number;
  height?: number;
  sourceFps?: number;
  segment?: string;
  /** The error of the last outage once the camera is live again (lastError is then null). */
  previousError?: string | null;
  /** The data disk is full: the camera is analysed but not recorded until space is freed. */
  diskFull?: boolean;
  /** Whether footage is being recorded right now. */
  recording?: boolean;
  /** Closed windows waiting for the disk, and windows given up on (the queue is bounded). */
  windowsHeld?: number;
  windowsDropped?: number;
  /** Gap events waiting for the disk. */
  gapsHeld?: number;
}

/** A period without footage (camera down, reconnecting). */
export interface GapEvent {
  type: 'gap';
  camera: string;
  start: number;
  end: number;
  reason: string;
}

export interface SegmentInfo {
  camera: string;
  path: string;
  start: number;
  /** Known once the segment is closed. */
  end?: number;
}
