// Cameras added at run time, persisted in the data dir (settings apart from 0600 credentials).
export {
  CameraStore, CameraInputSchema, CameraPatchSchema, StoredCameraSchema, camerasPath, credentialsPath,
  splitUrlCredentials, registerStoredSecrets,
  type CameraInput, type CameraPatch, type CameraEntry, type CameraOrigin, type StoredCamera,
} from './camera-store.ts';
