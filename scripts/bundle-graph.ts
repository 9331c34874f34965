// A Vite plugin that writes what each chunk of a build is made of, for `npm run bench:bundle`:
// <outDir>/.vite/bundle.json (Hosting skips dot-folders) with every chunk's file, size, gzip size,
// imports and modules (bytes each), and the module graph (static imports), so the report can tell
// what each screen downloads and whether a chunk carries code its screen never imports.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BundleChunk {
  file: string;
  /** The module a chunk is the entry of (index.html's or admin.html's), or a dynamic import's. */
  entry: string | null;
  dynamicEntry: string | null;
  bytes: number;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  /** Module → bytes it takes in the chunk. */
  modules: Record<string, number>;
}

export interface BundleGraph {
  chunks: BundleChunk[];
  /** Module → the modules it imports statically. */
  graph: Record<string, string[]>;
}

export function bundleGraph(): Plugin {
  let root = process.cwd();
  return {
    name: 'salus-bundle-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const name = (id: string) =>
        (id.startsWith(root) ? relative(root, id) : id).replace(/^.*node_modules\//, '~/').replace(/\0/g, '');
      const chunks: BundleChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          entry: output.isEntry ? name(output.facadeModuleId ?? '') : null,
          dynamicEntry: output.isDynamicEntry ? name(output.facadeModuleId ?? '') : null,
          bytes: Buffer.byteLength(output.code),
          gzip: gzipSync(output.code).length,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(Object.entries(output.modules).map(([id, m]) => [name(id), m.renderedLength])),
        });
      }
      const graph: BundleGraph['graph'] = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph[name(id)] = info.importedIds.map(name);
      }
      const report: BundleGraph = { chunks, graph };
      this.emitFile({ type: 'asset', fileName: '.vite/bundle.json', source: JSON.stringify(report) });
    },
  };
}
