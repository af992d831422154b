/** A seating table's shapes (issue 24 item 1), for the schema, the inputs and the floor plan. */
export const TABLE_SHAPE_NAMES = ['round', 'rectangular', 'head', 'sweetheart'] as const;
