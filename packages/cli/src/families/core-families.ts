// The Japanese Classical and Singapore families of core. The core barrel does not export them
// yet, so they are taken from their folders' own public surfaces (their index.ts); this is the
// only module of the CLI that reaches past the barrel.

export * from '../../../core/src/rules/classical/index.ts';
export * from '../../../core/src/rules/singapore/index.ts';
