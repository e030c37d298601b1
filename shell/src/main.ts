// The federation runtime must set up the share scope before any shared module is evaluated, so everything
// that imports a shared library loads behind this dynamic import.
void import('./bootstrap');
