// The attraction form's pure model, no React, so it is unit-tested (SPEC §3 "Submission wizard
// fields", §4 "Wizard", §5): the values, the steps, the body built from the values and the
// contract's messages mapped back onto the fields. One module name for the form's users.
export * from './wizard-values';
export * from './wizard-input';
export * from './wizard-errors';
export * from './wizard-steps';
