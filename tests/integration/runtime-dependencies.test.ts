import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { projectRoot } from "../../server/paths";

// What the built server loads from node_modules when it runs (after `npm run build`): these must
// be `dependencies`, since a production install (`npm install --omit=dev`) has nothing else.
// Everything else (the bundled client, the service worker, types) belongs in devDependencies.
const serverBuildFolders = ["build/node", "build/server"];

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const importPatterns = [
  /\bfrom\s*"([^"]+)"/g,
  /\bimport\s*"([^"]+)"/g,
  /\bimport\s*\(\s*"([^"]+)"\s*\)/g,
  /\brequire\s*\(\s*"([^"]+)"\s*\)/g,
];
const bareSpecifier = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/;

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

function packagesImportedByServerBuild(): Set<string> {
  const builtins = new Set(builtinModules);
  const names = new Set<string>();
  for (const folder of serverBuildFolders) {
    for (const file of javascriptFiles(path.join(projectRoot, folder))) {
      const code = readFileSync(file, "utf8");
      for (const pattern of importPatterns) {
        for (const [, specifier = ""] of code.matchAll(pattern)) {
          if (specifier.startsWith("node:") || !bareSpecifier.test(specifier)) continue;
          const name = packageName(specifier);
          if (!builtins.has(name)) names.add(name);
        }
      }
    }
  }
  return names;
}

const manifest = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

function peerDependenciesOf(name: string): Record<string, string> {
  const file = path.join(projectRoot, "node_modules", name, "package.json");
  const { peerDependencies = {} } = JSON.parse(readFileSync(file, "utf8")) as {
    peerDependencies?: Record<string, string>;
  };
  return peerDependencies;
}

describe("package.json sections", () => {
  const imported = packagesImportedByServerBuild();

  test("every package the built server imports is in dependencies", () => {
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported].filter((name) => !(name in manifest.dependencies));
    expect(missing).toEqual([]);
  });

  test("every dependency is imported by the built server, or is a peer one of those needs (build-time packages are dev)", () => {
    // A peer dependency (date-fns for date-fns-tz) is loaded by the package that names it, so
    // the server's own code may never import it, yet production cannot run without it.
    const peers = new Set([...imported].flatMap((name) => Object.keys(peerDependenciesOf(name))));
    const unused = Object.keys(manifest.dependencies).filter(
      (name) => !imported.has(name) && !peers.has(name),
    );
    expect(unused).toEqual([]);
  });
});
