// Whether a camera's latest picture can be asked for without a 404: the server decodes it from
// a recorded segment, and right after a camera goes live its only segment is the open first
// one, which may hold no frame yet. That first segment starts at the stream's first frame,
// just before the camera is reported live (`since`); any later segment starts after it, and
// then the segment before it is closed and has frames.
const STAMP = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\.\d{3})?Z\.ts$/;

export function segmentStart(name) {
  const m = STAMP.exec(name ?? '');
  return m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ?? ''}Z`) : undefined;
}

export function pictureReady(status) {
  if (status?.state !== 'live') return false;
  const start = segmentStart(status.segment);
  return start !== undefined && start > Date.parse(status.since);
}
