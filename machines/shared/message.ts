/** A message id with its values: what a machine or connect says, translated by the view. */
export interface Message {
  id: string;
  values?: Record<string, string>;
}
