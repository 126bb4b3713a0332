/** Companies are a lookup (the pickers' choices): no screens, only how a record reads. */
export default { recordRepresentation: 'name' };
