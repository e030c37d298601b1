// The federation plugin's virtual module (its dynamic remote API) ships no typings.
declare module 'virtual:__federation__' {
  interface RemoteConfig {
    url: string | (() => Promise<string>);
    format: 'esm' | 'systemjs' | 'var';
    from: 'vite' | 'webpack';
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, module: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}
