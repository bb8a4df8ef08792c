import * as v from 'valibot';

// Field rules with the messages of product.md §5 ('Please input value').
export const required = (max = 255) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.maxLength(max, `At most ${max} characters`),
  );

export const optional = (max = 255) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`));

export const email = () => v.pipe(required(180), v.email('Please enter a valid e-mail'));
