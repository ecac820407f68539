// Tokenizer for CLIP-style text towers, read from a Hugging Face tokenizer.json: CLIP's BPE
// (byte-to-unicode alphabet, "</w>" word ends, ranked merges) or a plain WordLevel vocab.
// Only what text towers need: ids wrapped in start/end tokens and padded to a fixed length.
import { readFile } from 'node:fs/promises';
import { UserError } from '../../core/errors.ts';

interface TokenizerJson {
  model: { type: string; vocab: Record<string, number>; merges?: (string | [string, string])[]; unk_token?: string; end_of_word_suffix?: string };
  added_tokens?: { id: number; content: string }[];
}

const PATTERN = /<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|\p{L}+|\p{N}|[^\s\p{L}\p{N}]+/gu;

/** GPT-2/CLIP byte → printable unicode character table. */
function byteAlphabet(): string[] {
  const keep: number[] = [];
  for (let b = 33; b <= 126; b++) keep.push(b);
  for (let b = 161; b <= 172; b++) keep.push(b);
  for (let b = 174; b <= 255; b++) keep.push(b);
  const table: string[] = [];
  let extra = 0;
  for (let b = 0; b < 256; b++) table[b] = String.fromCodePoint(keep.includes(b) ? b : 256 + extra++);
  return table;
}

export class BpeTokenizer {
  private readonly vocab: Map<string, number>;
  private readonly ranks = new Map<string, number>();
  private readonly bytes = byteAlphabet();
  private readonly cache = new Map<string, number[]>();
  readonly bos?: number;
  readonly eos?: number;
  readonly unk?: number;
  private readonly bpe: boolean;
  private readonly suffix: string;

  constructor(json: TokenizerJson, private readonly lowercase = true) {
    if (!json?.model?.vocab) throw new UserError('tokenizer.json has no model.vocab');
    this.vocab = new Map(Object.entries(json.model.vocab));
    for (const t of json.added_tokens ?? []) this.vocab.set(t.content, t.id);
    this.bpe = json.model.type === 'BPE';
    if (!this.bpe && json.model.type !== 'WordLevel') throw new UserError(`tokenizer.json model type ${json.model.type} is not supported (BPE or WordLevel)`);
    this.suffix = json.model.end_of_word_suffix ?? (this.bpe ? '</w>' : '');
    (json.model.merges ?? []).forEach((m, i) => this.ranks.set(Array.isArray(m) ? m.join(' ') : m, i));
    this.bos = this.vocab.get('<|startoftext|>') ?? this.vocab.get('[CLS]');
    this.eos = this.vocab.get('<|endoftext|>') ?? this.vocab.get('[SEP]');
    this.unk = this.vocab.get(json.model.unk_token ?? '<|endoftext|>') ?? this.vocab.get('[UNK]');
  }

  static async fromFile(path: string, lowercase = true): Promise<BpeTokenizer> {
    const text = await readFile(path, 'utf8').catch((err) => {
      throw new UserError(`tokenizer not found: ${path}`, { cause: err });
    });
    return new BpeTokenizer(JSON.parse(text) as TokenizerJson, lowercase);
  }

  /** Ids of one text: [bos, ...tokens, eos], cut to length (eos kept last) and padded with pad. */
  encode(text: string, length: number, pad = 0): number[] {
    const clean = (this.lowercase ? text.toLowerCase() : text).replace(/\s+/g, ' ').trim();
    const ids: number[] = [];
    for (const word of clean.match(PATTERN) ?? []) ids.push(...this.word(word));
    const body = ids.slice(0, length - (this.bos !== undefined ? 1 : 0) - (this.eos !== undefined ? 1 : 0));
    const out = [...(this.bos !== undefined ? [this.bos] : []), ...body, ...(this.eos !== undefined ? [this.eos] : [])];
    while (out.length < length) out.push(pad);
    return out;
  }

  private word(word: string): number[] {
    const special = this.vocab.get(word);
    if (special !== undefined && word.startsWith('<|')) return [special];
    let ids = this.cache.get(word);
    if (ids) return ids;
    const pieces = this.bpe ? this.merge(word) : [word];
    ids = pieces.map((p) => this.vocab.get(p) ?? this.unk).filter((x): x is number => x !== undefined);
    this.cache.set(word, ids);
    return ids;
  }

  /** Classic BPE: repeatedly merge the adjacent pair with the lowest merge rank. */
  private merge(word: string): string[] {
    const chars = [...Buffer.from(word, 'utf8')].map((b) => this.bytes[b]);
    if (!chars.length) return [];
    chars[chars.length - 1] += this.suffix;
    let parts = chars;
    for (;;) {
      let best = -1, bestRank = Infinity;
      for (let i = 0; i + 1 < parts.length; i++) {
        const r = this.ranks.get(`${parts[i]} ${parts[i + 1]}`);
        if (r !== undefined && r < bestRank) { bestRank = r; best = i; }
      }
      if (best < 0) return parts;
      parts = [...parts.slice(0, best), parts[best] + parts[best + 1], ...parts.slice(best + 2)];
    }
  }
}
