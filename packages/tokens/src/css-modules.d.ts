// Plain style sheets imported for their side effect (the bundler takes them in): nothing to type.
declare module '*.css';
