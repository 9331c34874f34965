export declare const root: string;
export declare const projectId: string;
export declare function emulatorEnv(): NodeJS.ProcessEnv;
export declare const firebaseBin: string;
export declare function emulatorConfigArgs(): string[];
export declare const emulatorHosts: { FIRESTORE_EMULATOR_HOST: string; FIREBASE_AUTH_EMULATOR_HOST: string };
export declare const viteEmulatorEnv: Record<string, string>;
export declare function firestoreEmulatorCommand(options: { port: number; seedFromExport?: string }): {
  command: string;
  args: string[];
};
