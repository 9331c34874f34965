export declare const ports: Record<
  'firestore' | 'auth' | 'hub' | 'logging' | 'websocket' | 'preview' | 'faultFirestore',
  number
>;
export declare function findChrome(env?: Record<string, string | undefined>): string | null;
export declare const quietChromiumArgs: string[];
export declare const playwrightDisabledFeatures: string[];
export declare function disableFeatures(disabledByLauncher: readonly string[]): string;
export declare const chromiumArgs: string[];
export declare const installChromeHint: string;
export declare function busyPorts(names: readonly (keyof typeof ports)[]): Promise<string | null>;
export declare const shellQuote: (arg: string) => string;
export declare function ensureInsideEmulators(
  script: string,
  args?: readonly string[],
  options?: { fresh?: boolean },
): void;
