import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('form fields', () => {
  it('ties the label, hint and error of a text field', () => {
    render(<TextField label="First name" hint="As on your ID." error="This field is required" />);
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAccessibleDescription('As on your ID. This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a valid field without aria-invalid or description', () => {
    render(<TextField label="First name" />);
    const input = screen.getByLabelText('First name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('labels a select and its placeholder', () => {
    render(
      <SelectField
        label="Country"
        placeholder="Choose"
        options={[{ value: 'mx', label: 'Mexico' }]}
        error="This field is required"
      />,
    );
    const select = screen.getByLabelText('Country');
    expect(select).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('option', { name: 'Choose' })).toHaveValue('');
  });

  it('labels a checkbox with its hint', () => {
    render(<Checkbox label="I agree" hint="We never share it." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('We never share it.');
    fireEvent.click(box);
    expect(box).toBeChecked();
  });

  it('groups radios in a fieldset with a legend', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="Gender"
        name="gender"
        error="This field is required"
        onChange={onChange}
        options={[
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveAccessibleDescription('This field is required');
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    expect(onChange).toHaveBeenCalledWith('male');
  });
});
