import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { valibotPureCalls } from './valibot-pure-calls.ts';

const transform = (code: string): string => {
  const plugin = valibotPureCalls() as { transform: (code: string, id: string) => { code: string } | undefined };
  return plugin.transform(code, '/project/core/schemas/example.ts')?.code ?? code;
};

describe('valibotPureCalls', () => {
  it("marks valibot's builders, never parse or assert, nor another namespace's calls", () => {
    const out = transform(
      "import * as v from 'valibot';\nimport * as w from 'other';\nexport const A = v.object({ a: v.pipe(v.string(), v.nonEmpty()) });\nv.parse(A, {});\nv.assert(A, {});\nw.object({});\n",
    );
    expect(out).toContain(
      '/* @__PURE__ */ v.object({ a: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.nonEmpty()) })',
    );
    expect(out).toContain('\nv.parse(A, {});\nv.assert(A, {});\nw.object({});');
  });

  it('marks the builders valibot exports by another name than their own (`null_` as `null`)', () => {
    const out = transform("import * as v from 'valibot';\nexport const A = v.union([v.null(), v.enum({ a: 'a' }), v.undefined()]);\n");
    expect(out).toContain('/* @__PURE__ */ v.null(), /* @__PURE__ */ v.enum(');
    expect(out).toContain('/* @__PURE__ */ v.undefined()');
  });

  it('leaves a module whose namespace name is also something else, and a call standing alone, as they are', () => {
    const shadowed = "import * as v from 'valibot';\nexport const A = v.object({});\nexport const put = (v, k) => v.set(k, 1);\n";
    expect(transform(shadowed)).toBe(shadowed);
    const caught = "import * as v from 'valibot';\nexport const A = v.string();\ntry { f(); } catch (v) { g(v.message()); }\n";
    expect(transform(caught)).toBe(caught);
    const alone = "import * as v from 'valibot';\nv.object({});\nexport const A = v.string();\n";
    expect(transform(alone)).toBe("import * as v from 'valibot';\nv.object({});\nexport const A = /* @__PURE__ */ v.string();\n");
  });

  it('lets the bundler drop a schema nothing reads, and keep one that is read, where valibot is in a chunk of its own', async () => {
    // Two entries that both use valibot, as the elements' chunks do: valibot goes to a chunk they share.
    const modules: Record<string, string> = {
      '/virtual/a.js': "import * as v from 'valibot';\nimport { Read } from './schemas.js';\nconsole.log(v.safeParse(Read, {}).success);\n",
      '/virtual/b.js': "import * as v from 'valibot';\nconsole.log(v.safeParse(v.boolean(), true).success);\n",
      '/virtual/schemas.js':
        "import * as v from 'valibot';\nexport const Read = v.object({ read: v.boolean() });\nexport const Unread = v.object({ unread: v.record(v.string(), v.number()) });\n",
    };
    /** The entries built by the project's bundler (Vite's build, minified, in memory) with `plugins`: every chunk's code. */
    const bundled = async (plugins: Plugin[]): Promise<string> => {
      const memory: Plugin = {
        name: 'memory',
        resolveId: (id) => (id in modules ? id : id.startsWith('./') ? `/virtual/${id.slice(2)}` : null),
        load: (id) => modules[id] ?? null,
      };
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [memory, ...plugins],
        build: { write: false, rollupOptions: { input: { a: '/virtual/a.js', b: '/virtual/b.js' } } },
      })) as Rolldown.RolldownOutput;
      return result.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    };
    const without = await bundled([]);
    // What the plugin is for: without it, the schema nothing reads is kept (rolldown#9956). Once this
    // fails, the bundler drops it by itself, and the plugin can go.
    expect(without).toContain('unread');
    const code = await bundled([valibotPureCalls()]);
    expect(code).toContain('read:');
    expect(code).not.toContain('unread');
  });
});
