// Patches gstreamer-superficial's C++ binding so that appsink pull() also reports buffer
// timing (PTS, DTS, duration, running time, keyframe flag) and the pipeline can report its
// current running time; vigil derives wall-clock frame timestamps from these (DESIGN.md:
// the stock binding returns only the buffer and caps). Idempotent: a marker guards re-patching.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';

const MARKER = '/* vigil-timing-patch v1 */';
const require = createRequire(import.meta.url);
let pkgDir;
try {
  pkgDir = dirname(require.resolve('gstreamer-superficial/package.json'));
} catch {
  console.log('[vigil] gstreamer-superficial is not installed; nothing to patch');
  process.exit(0);
}

function patchFile(file, edits, marker = MARKER) {
  const path = join(pkgDir, file);
  let src = readFileSync(path, 'utf8');
  if (src.includes(marker)) return false;
  for (const [from, to] of edits) {
    if (!src.includes(from)) throw new Error(`[vigil] cannot patch ${file}: anchor not found: ${from.slice(0, 60)}`);
    src = src.replace(from, to);
  }
  writeFileSync(path, `${marker}\n${src}`);
  return true;
}

const timingMeta = `
			Local<Object> meta = Nan::New<Object>();
			if (sample) {
				GstBuffer *b = gst_sample_get_buffer(sample);
				const GstSegment *seg = gst_sample_get_segment(sample);
				if (b) {
					GstClockTime pts = GST_BUFFER_PTS(b);
					Nan::Set(meta, Nan::New("pts").ToLocalChecked(), Nan::New<Number>(GST_CLOCK_TIME_IS_VALID(pts) ? (double)pts : -1));
					Nan::Set(meta, Nan::New("dts").ToLocalChecked(), Nan::New<Number>(GST_CLOCK_TIME_IS_VALID(GST_BUFFER_DTS(b)) ? (double)GST_BUFFER_DTS(b) : -1));
					Nan::Set(meta, Nan::New("duration").ToLocalChecked(), Nan::New<Number>(GST_CLOCK_TIME_IS_VALID(GST_BUFFER_DURATION(b)) ? (double)GST_BUFFER_DURATION(b) : -1));
					Nan::Set(meta, Nan::New("keyframe").ToLocalChecked(), Nan::New<Boolean>(!GST_BUFFER_FLAG_IS_SET(b, GST_BUFFER_FLAG_DELTA_UNIT)));
					gint64 rt = -1;
					if (seg && seg->format == GST_FORMAT_TIME && GST_CLOCK_TIME_IS_VALID(pts)) {
						guint64 r = gst_segment_to_running_time(seg, GST_FORMAT_TIME, pts);
						if (GST_CLOCK_TIME_IS_VALID(r)) rt = (gint64)r;
					}
					Nan::Set(meta, Nan::New("runningTime").ToLocalChecked(), Nan::New<Number>((double)rt));
				}
			}
`;

const changed1 = patchFile('GObjectWrap.cpp', [
  ['			Local<Object> caps = Nan::New<Object>();\n			if (sample) {\n', `			Local<Object> caps = Nan::New<Object>();${timingMeta}			if (sample) {\n`],
  ['			Local<Value> argv[] = { buf, caps };\n			callback->Call(2, argv, async_resource);', '			Local<Value> argv[] = { buf, caps, meta };\n			callback->Call(3, argv, async_resource);'],
]);

const changed2 = patchFile('Pipeline.cpp', [
  // Wake a pending pollBus() after stop so its pool thread is released and the process can exit.
  ['	gst_element_set_state(GST_ELEMENT(pipeline), GST_STATE_NULL);\n}', `	gst_element_set_state(GST_ELEMENT(pipeline), GST_STATE_NULL);
	GstBus *bus = gst_element_get_bus(GST_ELEMENT(pipeline));
	if (bus) {
		gst_bus_post(bus, gst_message_new_application(GST_OBJECT(pipeline), gst_structure_new_empty("vigil-stopped")));
		gst_object_unref(bus);
	}
}`],
  ['	Nan::SetPrototypeMethod(ctor, "pollBus", PollBus);', '	Nan::SetPrototypeMethod(ctor, "pollBus", PollBus);\n	Nan::SetPrototypeMethod(ctor, "runningTime", RunningTime);'],
  ['NAN_GETTER(Pipeline::GetAutoFlushBus) {', `// Current running time of the pipeline (clock time minus base time), in ns; -1 without a clock.
NAN_METHOD(Pipeline::RunningTime) {
	Pipeline* obj = Nan::ObjectWrap::Unwrap<Pipeline>(info.This());
	GstClock *clock = gst_element_get_clock(GST_ELEMENT(obj->pipeline));
	double r = -1;
	if (clock) {
		GstClockTime now = gst_clock_get_time(clock);
		GstClockTime base = gst_element_get_base_time(GST_ELEMENT(obj->pipeline));
		if (now >= base) r = (double)(now - base);
		gst_object_unref(clock);
	}
	info.GetReturnValue().Set(Nan::New<Number>(r));
}

NAN_GETTER(Pipeline::GetAutoFlushBus) {`],
]);
const changed3 = patchFile('Pipeline.h', [
  ['	static NAN_METHOD(PollBus);', '	static NAN_METHOD(PollBus);\n	static NAN_METHOD(RunningTime);'],
]);

// Second patch, applied on top of the first: pipeline.dispose(). The binding never unrefs a
// GstPipeline (its destructor is empty), so every pipeline leaked its decoders and buffer
// pools -- about 1 MB each; rewind makes one per recorded segment. dispose() stops and frees
// it at once, or, while a pollBus() thread still waits on its bus, when that thread returns.
// A finished poll request is freed too: it held the JS callback (and so its closure's scope,
// e.g. every frame a rewind decoded) for the life of the process.
const DISPOSE_MARKER = '/* vigil-dispose-patch v3 */';
const changed4 = patchFile('Pipeline.cpp', [
  ['	Nan::SetPrototypeMethod(ctor, "runningTime", RunningTime);', '	Nan::SetPrototypeMethod(ctor, "runningTime", RunningTime);\n	Nan::SetPrototypeMethod(ctor, "dispose", Dispose);'],
  ['	if(GST_STATE(br->obj->pipeline) != GST_STATE_NULL)\n		uv_queue_work(Nan::GetCurrentEventLoop(), &br->request, _doPollBus, _polledBus);\n}',
    `	if(!br->obj->disposed && GST_STATE(br->obj->pipeline) != GST_STATE_NULL)
		uv_queue_work(Nan::GetCurrentEventLoop(), &br->request, _doPollBus, _polledBus);
	else {
		br->obj->polling = false;
		if(br->obj->disposed) br->obj->release();
		/* The binding never freed the request, so the poll callback -- and every variable its
		   closure's scope holds, such as decoded frames -- stayed alive for good. */
		delete br;
	}
}`],
  ['	uv_queue_work(Nan::GetCurrentEventLoop(), &br->request, _doPollBus, _polledBus);\n\n	scope.Escape(Nan::Undefined());',
    '	obj->polling = true;\n	uv_queue_work(Nan::GetCurrentEventLoop(), &br->request, _doPollBus, _polledBus);\n\n	scope.Escape(Nan::Undefined());'],
  ['NAN_METHOD(Pipeline::RunningTime) {', `void Pipeline::release() {
	if (!pipeline) return;
	gst_element_set_state(GST_ELEMENT(pipeline), GST_STATE_NULL);
	gst_object_unref(pipeline);
	pipeline = NULL;
}

NAN_METHOD(Pipeline::Dispose) {
	Pipeline* obj = Nan::ObjectWrap::Unwrap<Pipeline>(info.This());
	if (obj->disposed || !obj->pipeline) return;
	obj->disposed = true;
	if (obj->polling) obj->stop(); /* wakes the poll thread; _polledBus releases */
	else obj->release();
}

NAN_METHOD(Pipeline::RunningTime) {`],
  // The poll thread waited on the bus without end. Going to NULL sets the bus flushing, which
  // drops the message stop() posts to wake it, so now and then a poll thread never returned;
  // after four the libuv pool was exhausted and every later appsink pull hung. Wait in short
  // slices, give up once stop() was asked for, and drop the bus reference the binding leaked.
  ['	GstBus *bus = gst_element_get_bus(GST_ELEMENT(br->obj->pipeline));\n	if(!bus) return;\n	br->msg = gst_bus_timed_pop(bus, GST_CLOCK_TIME_NONE);\n}',
    `	br->msg = NULL;
	GstBus *bus = gst_element_get_bus(GST_ELEMENT(br->obj->pipeline));
	if(!bus) return;
	while (!(br->msg = gst_bus_timed_pop(bus, 100 * GST_MSECOND))) {
		if (g_atomic_int_get(&br->obj->stopRequested)) break;
	}
	gst_object_unref(bus);
}`],
  ['void Pipeline::play() {\n', 'void Pipeline::play() {\n	g_atomic_int_set(&stopRequested, 0);\n'],
  ['void Pipeline::stop() {\n', 'void Pipeline::stop() {\n	g_atomic_int_set(&stopRequested, 1);\n'],
], DISPOSE_MARKER);
const changed5 = patchFile('Pipeline.h', [
  ['	static NAN_METHOD(RunningTime);', '	static NAN_METHOD(RunningTime);\n	static NAN_METHOD(Dispose);\n	void release();\n	bool polling = false;\n	bool disposed = false;\n	gint stopRequested = 0;'],
], DISPOSE_MARKER);

const built = existsSync(join(pkgDir, 'build/Release/gstreamer-superficial.node'));
if (changed1 || changed2 || changed3 || changed4 || changed5 || !built) {
  console.log('[vigil] rebuilding gstreamer-superficial with the timing patch');
  const gyp = process.env.npm_config_node_gyp;
  if (gyp) execFileSync(process.execPath, [gyp, 'rebuild'], { cwd: pkgDir, stdio: 'inherit' });
  else execFileSync('npm', ['rebuild', 'gstreamer-superficial'], { stdio: 'inherit' });
}
console.log('[vigil] gstreamer-superficial timing and dispose patches in place');
