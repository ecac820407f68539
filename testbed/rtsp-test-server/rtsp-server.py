#!/usr/bin/python3
# A real RTSP server on loopback for vigil's tests, benchmarks and demo (GstRtspServer).
# Driven by index.ts: the config comes as JSON in argv[1]; "READY port=N" on stdout once
# listening. Exits when stdin closes so that it never outlives the process that started it.
import json
import sys

import gi

gi.require_version('Gst', '1.0')
gi.require_version('GstRtspServer', '1.0')
from gi.repository import GLib, Gst, GstRtspServer  # noqa: E402

RTP_H264_CAPS = 'application/x-rtp,media=video,encoding-name=H264,clock-rate=90000,payload=96'


def launch_line(feed):
    kind = feed['kind']
    if kind == 'udp':
        # Re-payload a live feed: no re-encode, and the feed keeps its own wall clock.
        return ('( udpsrc port=%d caps="%s" ! rtph264depay ! h264parse '
                '! rtph264pay name=pay0 pt=96 config-interval=-1 )' % (feed['udpPort'], RTP_H264_CAPS))
    if kind == 'file':
        demux = 'qtdemux' if feed['file'].lower().endswith(('.mp4', '.mov', '.m4v')) else 'tsdemux'
        location = feed['file'].replace('\\', '\\\\').replace('"', '\\"')
        return ('( filesrc location="%s" ! %s ! h264parse ! rtph264pay name=pay0 pt=96 config-interval=-1 )'
                % (location, demux))
    if kind == 'audio':
        return '( audiotestsrc is-live=true wave=sine ! audioconvert ! audioresample ! alawenc ! rtppcmapay name=pay0 pt=8 )'
    raise ValueError('unknown feed kind %r' % kind)


def main():
    config = json.loads(sys.argv[1])
    Gst.init(None)
    server = GstRtspServer.RTSPServer()
    server.set_address('127.0.0.1')
    server.set_service(str(config.get('port', 0)))
    auth = config.get('auth')
    if auth:
        rtsp_auth = GstRtspServer.RTSPAuth()
        token = GstRtspServer.RTSPToken()
        token.set_string(GstRtspServer.RTSP_TOKEN_MEDIA_FACTORY_ROLE, 'viewer')
        rtsp_auth.add_basic(GstRtspServer.RTSPAuth.make_basic(auth['user'], auth['password']), token)
        server.set_auth(rtsp_auth)
    # Preparing a live media blocks its client thread until the next keyframe (up to 2 s);
    # with the default single thread, 16 cameras connecting at once would queue behind it.
    server.get_thread_pool().set_max_threads(max(4, 2 * len(config['feeds'])))
    mounts = server.get_mount_points()
    for feed in config['feeds']:
        factory = GstRtspServer.RTSPMediaFactory()
        factory.set_launch(launch_line(feed))
        # Live feeds are shared (one pipeline, every client sees the same moment); a file
        # plays from its start for each client, like a recording.
        factory.set_shared(feed['kind'] != 'file')
        if auth:
            factory.add_role_from_structure(Gst.Structure.from_string(
                'viewer, media.factory.access=(boolean)true, media.factory.construct=(boolean)true')[0])
        mounts.add_factory(feed['path'], factory)
    loop = GLib.MainLoop()
    if server.attach(None) == 0:
        sys.stderr.write('cannot listen on 127.0.0.1:%s\n' % config.get('port', 0))
        sys.exit(3)

    def on_stdin(_fd, _cond):
        loop.quit()
        return False

    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP | GLib.IOCondition.ERR, on_stdin)
    print('READY port=%d' % server.get_bound_port(), flush=True)
    loop.run()


if __name__ == '__main__':
    main()
