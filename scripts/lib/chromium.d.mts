export declare const chromePath: string;
export declare const chromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): { executablePath: string; args: string[] };
