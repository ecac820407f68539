// OpenAIChatModel against the scripted server: tools on the wire, tool calls back, the
// conversation with tool results, and usage.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAIServer, chatReply } from '../../tests/helpers/fake-openai-server.ts';
import { OpenAIChatModel } from './openai-chat-model.ts';

let server: FakeOpenAIServer;
beforeAll(async () => { server = await FakeOpenAIServer.start(); });
afterAll(async () => { await server.close(); });
beforeEach(() => server.reset());

const search = { name: 'search_windows', description: 'Search captioned windows', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } };

describe('OpenAIChatModel', () => {
  it('sends tools and returns the tool calls with their raw arguments', async () => {
    server.enqueue('chat', chatReply(null, {
      toolCalls: [{ id: 'call_1', name: 'search_windows', arguments: '{"query":"white van"}' }, { id: 'call_2', name: 'search_windows', arguments: '{"query":"dock"}' }],
      promptTokens: 300, completionTokens: 40,
    }));
    const m = new OpenAIChatModel({ baseUrl: server.baseUrl, chatModel: 'llama-3.1-8b', timeoutMs: 1000 });
    const { message } = await m.chat({ messages: [{ role: 'system', content: 'You answer questions.' }, { role: 'user', content: 'When did the van leave?' }], tools: [search], toolChoice: 'required' });
    expect(message).toEqual({
      role: 'assistant', content: null,
      toolCalls: [{ id: 'call_1', name: 'search_windows', arguments: '{"query":"white van"}' }, { id: 'call_2', name: 'search_windows', arguments: '{"query":"dock"}' }],
    });
    const body = server.requestsTo('chat')[0].body;
    expect(body.model).toBe('llama-3.1-8b');
    expect(body.tools).toEqual([{ type: 'function', function: search }]);
    expect(body.tool_choice).toBe('required');
    expect(m.usage).toMatchObject({ calls: 1, tokensIn: 300, tokensOut: 40 });
  });

  it('sends earlier tool calls and tool results, and a named tool choice', async () => {
    server.enqueue('chat', chatReply('The van left at 14:02.'));
    const m = new OpenAIChatModel({ baseUrl: server.baseUrl, timeoutMs: 1000 });
    const { message } = await m.chat({
      messages: [
        { role: 'user', content: 'When did the van leave?' },
        { role: 'assistant', content: null, toolCalls: [{ id: 'c1', name: 'search_windows', arguments: '{"query":"van"}' }] },
        { role: 'tool', toolCallId: 'c1', content: '[{"camera":"dock"}]' },
      ],
      tools: [search], toolChoice: { name: 'search_windows' },
    });
    expect(message).toEqual({ role: 'assistant', content: 'The van left at 14:02.' });
    const body = server.requestsTo('chat')[0].body;
    expect(body.messages[1].tool_calls).toEqual([{ id: 'c1', type: 'function', function: { name: 'search_windows', arguments: '{"query":"van"}' } }]);
    expect(body.messages[2]).toEqual({ role: 'tool', tool_call_id: 'c1', content: '[{"camera":"dock"}]' });
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'search_windows' } });
  });

  it('sends no tools field when there are none', async () => {
    server.enqueue('chat', chatReply('hi'));
    await new OpenAIChatModel({ baseUrl: server.baseUrl, timeoutMs: 1000 }).chat({ messages: [{ role: 'user', content: 'hi' }] });
    expect(server.requestsTo('chat')[0].body.tools).toBeUndefined();
  });
});
