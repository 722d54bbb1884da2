import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type DateParts, joinIsoDate, joinIsoMonth, splitIsoDate } from './date-parts';
import { DatePartsField, DatePartsInputs, useIsoDateParts } from './date-parts-field';

const TEXTS = {
  month: 'Month',
  day: 'Day',
  year: 'Year',
  chooseMonth: 'Choose a month',
  yearPlaceholder: 'YYYY',
};

/** A field whose value is ISO text, the way the family and questionnaire forms hold it. */
function IsoHarness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [parts, setParts] = useIsoDateParts(initial, onChange);
  return (
    <DatePartsField
      legend="Date of birth"
      dataField="dateOfBirth"
      value={parts}
      onChange={setParts}
      texts={TEXTS}
      locale="en-US"
    />
  );
}

describe('date parts', () => {
  it('splits an ISO day and joins it back', () => {
    expect(splitIsoDate('1990-03-09')).toEqual({ year: '1990', month: '3', day: '9' });
    expect(splitIsoDate('03/09/1990')).toEqual({ year: '', month: '', day: '' });
    expect(splitIsoDate(null)).toEqual({ year: '', month: '', day: '' });
    expect(joinIsoDate({ year: '1990', month: '3', day: '9' })).toBe('1990-03-09');
    expect(joinIsoDate({ year: '', month: '', day: '' })).toBe('');
    // An empty part keeps the text an invalid date for the schema to report.
    expect(joinIsoDate({ year: '', month: '3', day: '' })).toBe('-03-00');
  });
});

describe('month and year only (a form asking MM/YYYY)', () => {
  function MonthHarness({ onChange }: { onChange: (value: string) => void }) {
    const [parts, setParts] = useIsoDateParts('2019-04', onChange, true);
    return (
      <DatePartsInputs
        id="moved"
        value={parts}
        onChange={setParts}
        texts={TEXTS}
        locale="es-US"
        invalid={false}
        describedBy={undefined}
        monthOnly
      />
    );
  }

  it('asks no day and keeps YYYY-MM', async () => {
    expect(splitIsoDate('2019-04')).toEqual({ year: '2019', month: '4', day: '' });
    expect(joinIsoMonth({ year: '2019', month: '4', day: '' })).toBe('2019-04');
    const onChange = vi.fn();
    render(<MonthHarness onChange={onChange} />);
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(screen.getByLabelText('Month')).toHaveValue('4');
    await userEvent.selectOptions(screen.getByLabelText('Month'), '11');
    expect(onChange).toHaveBeenLastCalledWith('2019-11');
  });
});

describe('DatePartsField', () => {
  it('renders a month select and day and year inputs, labelled inside a named fieldset', () => {
    render(<IsoHarness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAttribute('data-field', 'dateOfBirth');
    const month = within(group).getByLabelText('Month');
    const day = within(group).getByLabelText('Day');
    const year = within(group).getByLabelText('Year');
    expect(month.tagName).toBe('SELECT');
    expect(month.id).toMatch(/-month$/);
    expect(day.id).toMatch(/-day$/);
    expect(year.id).toMatch(/-year$/);
    expect(day).toHaveAttribute('inputmode', 'numeric');
    expect(year).toHaveAttribute('inputmode', 'numeric');
    expect(year).toHaveAttribute('placeholder', 'YYYY');
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('names the months in the given locale', () => {
    render(
      <DatePartsField
        legend="Fecha de nacimiento"
        value={{ month: '', day: '', year: '' }}
        onChange={() => {}}
        texts={{ month: 'Mes', day: 'Día', year: 'Año', chooseMonth: 'Elija un mes' }}
        locale="es-US"
      />,
    );
    expect(screen.getByRole('option', { name: 'marzo' })).toHaveValue('3');
  });

  it('reports the joined ISO value as the parts are filled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<IsoHarness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Day'), '9');
    await user.type(screen.getByLabelText('Year'), '1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-09');
  });

  it('keeps partial and non-date input as typed, keeping only digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<IsoHarness initial="2015-06-01" onChange={onChange} />);
    expect(screen.getByLabelText('Month')).toHaveValue('6');
    expect(screen.getByLabelText('Day')).toHaveValue('1');
    const year = screen.getByLabelText('Year');
    expect(year).toHaveValue('2015');
    await user.clear(year);
    await user.type(year, '19a8');
    expect(year).toHaveValue('198');
    expect(onChange).toHaveBeenLastCalledWith('198-06-01');
    await user.selectOptions(screen.getByLabelText('Month'), '');
    expect(screen.getByLabelText('Day')).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith('198-00-01');
  });

  it('ties its error to every part', () => {
    render(
      <DatePartsField
        legend="Date of birth"
        value={{ month: '2', day: '31', year: '2000' }}
        onChange={() => {}}
        texts={TEXTS}
        locale="en-US"
        error="Enter a real date"
      />,
    );
    for (const label of ['Month', 'Day', 'Year']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Enter a real date');
    }
  });

  it('leaves a valid field without aria-invalid or description', () => {
    render(<IsoHarness onChange={() => {}} />);
    for (const label of ['Month', 'Day', 'Year']) {
      const control = screen.getByLabelText(label);
      expect(control).not.toHaveAttribute('aria-invalid');
      expect(control).not.toHaveAttribute('aria-describedby');
    }
  });

  it('can fill a birthday from the browser', () => {
    render(
      <DatePartsField
        legend="Date of birth"
        value={{ month: '', day: '', year: '' }}
        onChange={() => {}}
        texts={TEXTS}
        locale="en-US"
        autoComplete="bday"
      />,
    );
    expect(screen.getByLabelText('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Year')).toHaveAttribute('autocomplete', 'bday-year');
  });
});

describe('DatePartsInputs', () => {
  it('can give the month the field id, inside a fieldset of its own', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<DateParts>({ month: '', day: '', year: '' });
      return (
        <fieldset aria-describedby="q-7-1-error">
          <legend>When did you arrive?</legend>
          <DatePartsInputs
            id="q-7-1"
            monthId="q-7-1"
            value={value}
            onChange={setValue}
            texts={TEXTS}
            locale="en"
            invalid
            describedBy="q-7-1-error"
          />
          <p id="q-7-1-error">Enter a date</p>
        </fieldset>
      );
    }
    const { container } = render(<Controlled />);
    expect(container.querySelector('select#q-7-1')).toBe(screen.getByLabelText('Month'));
    expect(container.querySelector('input#q-7-1-day')).toBe(screen.getByLabelText('Day'));
    expect(container.querySelector('input#q-7-1-year')).toBe(screen.getByLabelText('Year'));
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Enter a date');
    await user.type(screen.getByLabelText('Day'), '4');
    expect(screen.getByLabelText('Day')).toHaveValue('4');
  });

  it('reads day, month, year in Spanish (Día / Mes / Año) and still gives the same ISO date', async () => {
    const onChange = vi.fn();
    function SpanishHarness() {
      const [parts, setParts] = useIsoDateParts('', onChange);
      return (
        <DatePartsField
          legend="Fecha de nacimiento"
          dataField="dateOfBirth"
          value={parts}
          onChange={setParts}
          texts={{ month: 'Mes', day: 'Día', year: 'Año', chooseMonth: 'Elija un mes' }}
          locale="es"
        />
      );
    }
    render(<SpanishHarness />);
    const labels = Array.from(document.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['Día', 'Mes', 'Año']);
    await userEvent.type(screen.getByLabelText('Día'), '15');
    await userEvent.selectOptions(screen.getByLabelText('Mes'), 'marzo');
    await userEvent.type(screen.getByLabelText('Año'), '1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-15');
  });
});
