export declare const declarationsOnly: RegExp[];
export declare function hasSideEffects(id: string): false | undefined;
