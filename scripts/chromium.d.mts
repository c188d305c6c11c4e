export declare const CHROMIUM: string;
export declare const TEST_CHROMIUM: string;
export declare const CHROMIUM_FLAGS: readonly string[];
