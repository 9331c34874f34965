export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export declare function hostingHeaderRules(file?: string): HeaderRule[];
export declare function headersFor(pathname: string, rules?: HeaderRule[]): Record<string, string>;
export declare function cspSources(policy: string, directive: string): string[];
export declare function withConnectSources(policy: string, origins: readonly string[]): string;
export declare function inlineScriptHashes(html: string): string[];
export declare const previewConnectFile: string;
